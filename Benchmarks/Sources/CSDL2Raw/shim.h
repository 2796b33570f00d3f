#ifndef KINETIC_BENCH_CSDL2RAW_H
#define KINETIC_BENCH_CSDL2RAW_H
#include <SDL2/SDL.h>
static inline SDL_Surface *raw_CreateRGBA32Surface(int width, int height) {
    return SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
}
static inline int raw_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
#endif

#ifndef KINETIC_CSDL2_SHIM_H
#define KINETIC_CSDL2_SHIM_H

#include <SDL2/SDL.h>

/* Function-like macros that Swift cannot import, re-exposed as inline functions. */

static inline int kinetic_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline Uint32 kinetic_SDL_BUTTON_MASK(int button) { return SDL_BUTTON(button); }

static inline int kinetic_SDL_SaveBMP(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

static inline SDL_Surface *kinetic_SDL_CreateRGBA32Surface(int width, int height) {
    return SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
}

static inline Uint32 kinetic_SDL_PIXELFORMAT_RGBA32(void) { return SDL_PIXELFORMAT_RGBA32; }

#endif

#ifndef KINETIC_CSDL2TTF_SHIM_H
#define KINETIC_CSDL2TTF_SHIM_H

#include <SDL2/SDL_ttf.h>

/* TTF_GetError is a macro for SDL_GetError. */
static inline const char *kinetic_TTF_GetError(void) { return SDL_GetError(); }

#endif

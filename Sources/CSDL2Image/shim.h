#ifndef KINETIC_CSDL2IMAGE_SHIM_H
#define KINETIC_CSDL2IMAGE_SHIM_H

#include <SDL2/SDL_image.h>

/* IMG_GetError is a macro for SDL_GetError. */
static inline const char *kinetic_IMG_GetError(void) { return SDL_GetError(); }

#endif

#ifndef KINETIC_CSDL2_SHIM_H
#define KINETIC_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <dlfcn.h>

/* SDL_GetWindowWMInfo without the window systems' own headers (whose macros, such as None and
   Window, would reach Swift): SDL_SysWMinfo is declared opaque. */
#define SDL_PROTOTYPES_ONLY
#include <SDL2/SDL_syswm.h>
#undef SDL_PROTOTYPES_ONLY

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

/* The file descriptor of the X11 connection showing `window`, or -1 under another video driver:
   it becomes readable when the X server sends events SDL has not read yet. SDL_SysWMinfo's
   layout (a version, the subsystem, then a union of at most 64 bytes whose X11 member starts
   with the Display) is part of SDL 2's ABI; XConnectionNumber is found in the libX11 that SDL
   was linked with. */
static inline int kinetic_SDL_X11ConnectionNumber(SDL_Window *window) {
    struct {
        SDL_version version;
        int subsystem;
        union { struct { void *display; unsigned long window; } x11; Uint8 dummy[64]; } info;
    } wm;
    SDL_VERSION(&wm.version);
    if (!SDL_GetWindowWMInfo(window, (SDL_SysWMinfo *)&wm)) return -1;
    if (wm.subsystem != 2 /* SDL_SYSWM_X11 */ || !wm.info.x11.display) return -1;
    void *program = dlopen(NULL, RTLD_LAZY);
    if (!program) return -1;
    int (*connectionNumber)(void *) = (int (*)(void *))dlsym(program, "XConnectionNumber");
    int descriptor = connectionNumber ? connectionNumber(wm.info.x11.display) : -1;
    dlclose(program);
    return descriptor;
}

#endif

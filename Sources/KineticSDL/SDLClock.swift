import CSDL2
import Foundation

/// SDL's high-resolution performance counter, in seconds. Needs no SDL subsystem.
enum SDLClock {
    private static let frequency = Double(SDL_GetPerformanceFrequency())

    static var now: Double { Double(SDL_GetPerformanceCounter()) / frequency }

    /// Sleeps for about `seconds` with sub-millisecond resolution (SDL_Delay has only whole ms).
    static func sleep(seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

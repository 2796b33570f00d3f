import Foundation

#if os(Linux)
/// glibc's `sincos`, which Swift's C modules do not export (it is a GNU extension): one call
/// for both, as a C compiler makes of `sin(x)` and `cos(x)` side by side. Its results are
/// those of `sin` and `cos`, bit for bit.
@_silgen_name("sincos") @usableFromInline
func glibcSinCos(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif

/// `(sin(x), cos(x))` in one libm call where the platform has one: the spring's closed form
/// needs both at every sample, and two calls were a quarter of `Spring.value`.
@inlinable @inline(__always)
func sineAndCosine(_ x: Double) -> (sine: Double, cosine: Double) {
    #if os(Linux)
    var sine = 0.0, cosine = 0.0
    glibcSinCos(x, &sine, &cosine)
    return (sine, cosine)
    #else
    return (sin(x), cos(x))
    #endif
}

import Foundation

/// `value` as a person writes it: `0.65`, not the `0.6499999999999999` a computed damping
/// fraction (1 − 0.35) prints as. Twelve significant digits at most, the shortest form that
/// keeps them; whole numbers keep Swift's `.0` (`1.0`), as the parameters they describe are
/// `Double`s.
package func written(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let exact = "\(value)"
    guard exact.count > 8 else { return exact }
    let short = String(format: "%.12g", value)
    guard let rounded = Double(short) else { return exact }
    // Swift prints the shortest text that reads back as the value; a shorter one that reads
    // back as the same value at twelve digits is the number the person meant.
    let text = "\(rounded)"
    return text.count < exact.count ? text : exact
}

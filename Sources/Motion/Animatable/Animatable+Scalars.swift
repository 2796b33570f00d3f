import Foundation

// The scalar types animate as themselves, as in SwiftUI.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

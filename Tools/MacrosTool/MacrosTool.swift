import KineticMacros
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The same plugin as an ordinary executable, built with the swift-syntax the macro tests use:
/// `make` builds it once, in debug, and hands it to every build of this package (release ones
/// included) through KINETIC_MACROS_TOOL, so swift-syntax is compiled once, never in release.
@main
struct KineticMacrosTool: CompilerPlugin {
    let providingMacros: [any Macro.Type] = KineticMacroList.all
}

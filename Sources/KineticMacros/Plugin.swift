import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Entry point the compiler talks to: lists every macro this plugin implements.
@main
struct KineticMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = KineticMacroList.all
}

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Entry point the compiler talks to when the plugin is SwiftPM's macro target: lists every macro
/// this plugin implements. (Built as the library `make` builds, the plugin has no entry point: the
/// compiler finds each macro by the type name `#externalMacro` gives.)
@main
struct KineticMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        AnimatableMacro.self,
        AnimatableIgnoredMacro.self,
        PreviewMacro.self,
    ]
}

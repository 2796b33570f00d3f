import SwiftSyntaxMacros

/// Every macro Kinetic's plugin implements, by the names `#externalMacro` gives them: the one list
/// served by the compiler plugin (Plugin.swift) and by the plugin executable `make` builds.
public enum KineticMacroList {
    public static let all: [any Macro.Type] = [
        AnimatableMacro.self,
        AnimatableIgnoredMacro.self,
        PreviewMacro.self,
    ]
}

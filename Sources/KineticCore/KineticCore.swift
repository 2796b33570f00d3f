// The DSL and its engine bring the animation model and the drawing layer with them.
@_exported import Motion
@_exported import Drawing

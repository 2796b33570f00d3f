import Foundation
import KineticCore

/// One preview found in the running program.
public struct PreviewEntry: Identifiable {
    /// The name given to `#Preview`, or the file's name (and a number, when a file has several
    /// unnamed previews); a `PreviewProvider`'s type name.
    public let name: String
    /// The file the preview is written in (module/file.swift), or nil for a `PreviewProvider`.
    public let fileID: String?
    /// The line of `#Preview`, or nil for a `PreviewProvider`.
    public let line: Int?
    let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Makes the preview's view; called on the main thread, where the view graph runs.
    let make: () -> AnyView

    public var id: String { "\(fileID ?? "provider"):\(line ?? 0):\(name)" }

    /// Where the preview is written, for the browser's list: `Module/File.swift:12`.
    public var place: String {
        guard let fileID else { return "PreviewProvider" }
        return line.map { "\(fileID):\($0)" } ?? fileID
    }

    /// How the preview is laid out: the last layout trait given wins.
    /// The file's name and the line, for the browser's list: `File.swift:12`.
    public var shortPlace: String {
        guard let fileID else { return "PreviewProvider" }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return line.map { "\(file):\($0)" } ?? file
    }

    var layout: PreviewTrait<Preview.ViewTraits>.Layout {
        traits.compactMap(\.layout).last ?? .device
    }

    /// The preview's view.
    public func makeView() -> AnyView { make() }
}

/// Finds the previews compiled into the program: every `#Preview` and every `PreviewProvider`.
///
/// `#Preview` expands to a type conforming to `_PreviewRegistration`. Swift keeps a record of
/// every protocol conformance in each loaded image (the `swift5_protocol_conformances`
/// section, which the runtime lists through `swift_enumerateAllMetadataSections`); the
/// registry reads those records, keeps the conformances to the two preview protocols, and asks
/// each type for its metadata. Nothing has to be listed by hand.
public enum PreviewRegistry {
    /// Every preview, ordered by file and line (`PreviewProvider`s last, by name).
    @MainActor public static func all() -> [PreviewEntry] {
        var entries: [PreviewEntry] = []
        for type in ConformanceScanner.types(conformingTo: ["_PreviewRegistration", "PreviewProvider"], inModule: "Kinetic") {
            if let registration = type as? any _PreviewRegistration.Type {
                entries.append(entry(registration))
            } else if let provider = type as? any PreviewProvider.Type {
                entries.append(entry(provider))
            }
        }
        entries.sort { a, b in
            switch (a.fileID, b.fileID) {
            case (nil, nil): return a.name < b.name
            case (nil, _): return false
            case (_, nil): return true
            case (let x?, let y?): return x != y ? x < y : (a.line ?? 0) < (b.line ?? 0)
            }
        }
        // Unnamed previews take their file's name, numbered when a file has several.
        var unnamed: [String: Int] = [:]
        for entry in entries where entry.name.isEmpty { unnamed[entry.fileID ?? "", default: 0] += 1 }
        var seen: [String: Int] = [:]
        return entries.map { entry in
            guard entry.name.isEmpty, let fileID = entry.fileID else { return entry }
            let base = URL(fileURLWithPath: fileID).deletingPathExtension().lastPathComponent
            seen[fileID, default: 0] += 1
            let name = unnamed[fileID, default: 0] > 1 ? "\(base) \(seen[fileID]!)" : base
            return PreviewEntry(name: name, fileID: entry.fileID, line: entry.line, traits: entry.traits, make: entry.make)
        }
    }

    private static func entry<R: _PreviewRegistration>(_ type: R.Type) -> PreviewEntry {
        PreviewEntry(name: R._previewName ?? "", fileID: R._previewFileID, line: R._previewLine, traits: R._previewTraits,
                     make: { onMain { R._makePreview() } })
    }

    private static func entry<P: PreviewProvider>(_ type: P.Type) -> PreviewEntry {
        let name = String(describing: P.self)
        return PreviewEntry(name: name, fileID: nil, line: nil, traits: [], make: { onMain { AnyView(P.previews) } })
    }
}

/// Runs main-actor code from the view graph, which runs on the main thread.
private func onMain(_ body: @MainActor () -> AnyView) -> AnyView {
    nonisolated(unsafe) var view = AnyView(EmptyView())
    MainActor.assumeIsolated { view = body() }
    return view
}

/// Reads the conformance records of every loaded Swift image.
enum ConformanceScanner {
    /// The runtime's walk over each image's metadata sections; `body` returns false to stop.
    @_silgen_name("swift_enumerateAllMetadataSections")
    private static func enumerateAllMetadataSections(
        _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
        _ context: UnsafeMutableRawPointer?)

    /// A metadata accessor: returns the type's metadata for a request (0: complete).
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    /// The non-generic types that conform to a protocol named in `protocols`, declared in the
    /// module `module`.
    static func types(conformingTo protocols: Set<String>, inModule module: String) -> [Any.Type] {
        final class Box {
            var ranges: [(start: UnsafeRawPointer, length: Int)] = []
        }
        let box = Box()
        let context = Unmanaged.passUnretained(box).toOpaque()
        withExtendedLifetime(box) {
            enumerateAllMetadataSections({ sections, context in
                let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
                // MetadataSections: version, base address, two unused words, then ranges of
                // (start, length): protocols at 32, protocol conformances at 48.
                let start = sections.load(fromByteOffset: 48, as: UInt.self)
                let length = sections.load(fromByteOffset: 56, as: Int.self)
                if start != 0, length > 0, let pointer = UnsafeRawPointer(bitPattern: start) {
                    box.ranges.append((pointer, length))
                }
                return true
            }, context)
        }
        var result: [Any.Type] = []
        for range in box.ranges {
            var offset = 0
            while offset + 4 <= range.length {
                let record = range.start + offset
                offset += 4
                guard let descriptor = relativeDirect(record),
                      let proto = relativeIndirectable(descriptor),
                      let name = contextName(proto), protocols.contains(name),
                      let parent = relativeIndirectable(proto + 4), contextName(parent) == module,
                      let type = conformingType(descriptor) else { continue }
                result.append(type)
            }
        }
        return result
    }

    /// The target of a 32-bit relative pointer at `field`.
    private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at a pointer to it.
    private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name (its flags, parent and name pointer come first).
    private static func contextName(_ descriptor: UnsafeRawPointer) -> String? {
        guard let name = relativeDirect(descriptor + 8) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The type a conformance descriptor is about, if it is a non-generic struct, enum or class.
    private static func conformingType(_ descriptor: UnsafeRawPointer) -> Any.Type? {
        // Protocol, type reference, witness table pattern, flags; the type reference's kind is
        // in bits 3–5 of the flags (0: direct descriptor, 1: indirect).
        let flags = descriptor.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let typeField = descriptor + 4
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relativeDirect(typeField)
        case 1: typeDescriptor = relativeDirect(typeField)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
        guard let typeDescriptor else { return nil }
        let typeFlags = typeDescriptor.loadUnaligned(as: UInt32.self)
        let kind = typeFlags & 0x1F
        // Classes, structs and enums (16–18), and not generic (bit 7).
        guard (16...18).contains(kind), typeFlags & 0x80 == 0,
              let accessor = relativeDirect(typeDescriptor + 12) else { return nil }
        let function = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

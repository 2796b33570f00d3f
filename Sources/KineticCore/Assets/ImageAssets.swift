import Foundation
import Synchronization

/// The sizes of the app's named images, read from their files' headers (PNG, JPEG, BMP), so
/// that layout knows an image's own size before anything is drawn. One pixel is one point.
enum ImageAssets {
    /// The assets' `images/` folder, found once as the backends find it.
    static let folder: String? = (try? AssetLocator().locateFonts())?.images

    private static let sizes = Mutex<[String: CGSize?]>([:])

    /// The size of the image `name` (with or without its extension), or nil when there is no
    /// such file or its header cannot be read.
    static func size(of name: String, in folder: String? = ImageAssets.folder) -> CGSize? {
        let key = (folder ?? "") + "/" + name
        if let known = sizes.withLock({ $0[key] }) { return known }
        var size: CGSize?
        if let folder {
            let base = URL(fileURLWithPath: folder).appendingPathComponent(name)
            let candidates = base.pathExtension.isEmpty ? ["png", "jpg", "jpeg", "bmp"].map { base.appendingPathExtension($0).path } : [base.path]
            if let path = candidates.first(where: FileManager.default.isReadableFile(atPath:)),
               let handle = FileHandle(forReadingAtPath: path) {
                defer { try? handle.close() }
                size = pixelSize(of: (try? handle.read(upToCount: 64 * 1024)) ?? Data())
            }
        }
        sizes.withLock { $0[key] = .some(size) }
        return size
    }

    /// The width and height an image file's header gives, or nil.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        func littleEndian32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int(Int32(bitPattern: UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24))
        }
        func positive(_ w: Int?, _ h: Int?) -> CGSize? {
            guard let w, let h, w > 0, h > 0 else { return nil }
            return CGSize(width: w, height: h)
        }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return positive(bigEndian(16, 4), bigEndian(20, 4))
        }
        // BMP: the info header's width and height (a negative height is top-down).
        if bytes.starts(with: [0x42, 0x4D]) {
            return positive(littleEndian32(18), littleEndian32(22).map(abs))
        }
        // JPEG: the first start-of-frame segment's height and width.
        if bytes.starts(with: [0xFF, 0xD8]) {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                guard let length = bigEndian(i + 2, 2) else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return positive(bigEndian(i + 7, 2), bigEndian(i + 5, 2))
                }
                i += 2 + length
            }
        }
        return nil
    }
}

import Foundation
import Testing

/// Every end-to-end test, one at a time: they run whole programs, and a window's frame timing
/// must not compete with a headless run for the two cores.
@Suite(.serialized) enum EndToEnd {}

/// The sweeps over every scene (each headless, each at three rates, each under an input storm),
/// side by side and beside `EndToEnd`: they time nothing, so they can share the cores, and
/// `EndToEnd` does not wait for them. Their programs run at the lowest priority (nice 19), so
/// the windows whose pacing `EndToEnd` measures get the cores first, and they wait for their
/// programs without holding a thread (`Child.exit`), so the unit tests keep theirs.
@Suite enum EndToEndSweeps {}

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `kinetic` executable: `KINETIC_BINARY` if set, else the debug or release build.
func kineticBinary() throws -> String {
    if let path = ProcessInfo.processInfo.environment["KINETIC_BINARY"] { return path }
    for configuration in ["debug", "release"] {
        let path = packageRoot.appendingPathComponent(".build/\(configuration)/kinetic").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw E2EError("no built kinetic executable under \(packageRoot.path)/.build; run `swift build` first (make test does)")
}

struct E2EError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A child process whose output goes to files (no pipe can fill up and stall it).
final class Child {
    let process = Process()
    let stdoutURL: URL
    let stderrURL: URL

    /// Runs `executable`, its output kept in `folder`; `workingDirectory` is where it runs (the
    /// test's own when nil).
    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, in folder: URL,
         workingDirectory: URL? = nil) throws {
        let tag = UUID().uuidString
        stdoutURL = folder.appendingPathComponent("\(tag).out")
        stderrURL = folder.appendingPathComponent("\(tag).err")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        // A run keeps its "last scene" state in its own folder, never the user's.
        var environment = environment ?? ProcessInfo.processInfo.environment
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path }
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// Waits up to `timeout` seconds for the process to end; kills it if it does not.
    @discardableResult
    func wait(timeout: Double = 60) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return ended()
    }

    /// `wait(timeout:)` for async tests: the same, sleeping as a task, so the test holds no
    /// thread of the pool the other tests run on while its program runs.
    @discardableResult
    func exit(timeout: Double = 60) async -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
        return ended()
    }

    /// The status, once the process is killed if it still runs.
    private func ended() -> Int32 {
        if process.isRunning {
            // SIGKILL: a child of a test runner may have SIGTERM blocked.
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    var standardOutput: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    /// CPU seconds (user + system) the process has used so far, from /proc.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14 and stime 15 (1-based, whole line).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Runs `kinetic` with `arguments` to the end and returns (status, stdout, stderr).
func runKinetic(_ arguments: [String], environment: [String: String]? = nil, in folder: URL, timeout: Double = 60,
                niced: Bool = false) throws -> (status: Int32, out: String, err: String) {
    let child = try kineticChild(arguments, environment: environment, in: folder, niced: niced)
    let status = child.wait(timeout: timeout)
    return (status, child.standardOutput, child.standardError)
}

/// `runKinetic` for async tests (see `Child.exit`).
func runKinetic(_ arguments: [String], environment: [String: String]? = nil, in folder: URL, timeout: Double = 60,
                niced: Bool = false) async throws -> (status: Int32, out: String, err: String) {
    let child = try kineticChild(arguments, environment: environment, in: folder, niced: niced)
    let status = await child.exit(timeout: timeout)
    return (status, child.standardOutput, child.standardError)
}

/// `kinetic` with `arguments`, started; at the lowest priority when `niced`.
private func kineticChild(_ arguments: [String], environment: [String: String]?, in folder: URL, niced: Bool) throws -> Child {
    niced
        ? try Child("/usr/bin/nice", ["-n", "19", try kineticBinary()] + arguments, environment: environment, in: folder)
        : try Child(try kineticBinary(), arguments, environment: environment, in: folder)
}

/// The environment of this process without any display, so SDL finds none.
func environmentWithoutDisplay() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    return environment
}

/// Parses a recording's CSV into rows of named columns.
func readCSV(_ path: String) throws -> [[String: String]] {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    guard let header = lines.first.map(csvFields) else { return [] }
    return lines.dropFirst().map { line in Dictionary(uniqueKeysWithValues: zip(header, csvFields(line))) }
}

/// The fields of one CSV line: commas inside double quotes belong to the field, "" is a quote.
private func csvFields(_ line: Substring) -> [String] {
    var fields: [String] = [], field = "", inQuotes = false
    let characters = Array(line)
    var index = 0
    while index < characters.count {
        let character = characters[index]
        if inQuotes {
            if character == "\"" {
                if index + 1 < characters.count && characters[index + 1] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    inQuotes = false
                }
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            inQuotes = true
        } else if character == "," {
            fields.append(field)
            field = ""
        } else {
            field.append(character)
        }
        index += 1
    }
    fields.append(field)
    return fields
}

/// Reads a recording's JSON summary.
func readSummary(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}

/// The standard deviation of a PNG's pixels (0 for a blank image), through ImageMagick.
func imageStandardDeviation(_ path: String) throws -> Double {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try Child("/usr/bin/identify", ["-format", "%[fx:standard_deviation]", path], in: folder)
    guard child.wait(timeout: 30) == 0, let value = Double(child.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw E2EError("ImageMagick's identify could not read \(path): \(child.standardError)")
    }
    return value
}

/// The median of some numbers.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

import Combine
import Foundation
import Synchronization
import Testing

/// Collects values from any thread.
final class Received<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])
    func add(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }
}

/// What SwiftUI code takes from `import Combine`, under Combine's names.
@Suite struct CombineModuleTests {
    final class Model: ObservableObject, @unchecked Sendable {
        @Published var count = 0
    }

    @Test func publishedPropertiesSendObjectWillChangeBeforeTheyChange() {
        let model = Model()
        var seen: [Int] = []
        let subscription = model.objectWillChange.sink { seen.append(model.count) }
        model.count = 1
        model.count = 2
        #expect(seen == [0, 1])
        subscription.cancel()
    }

    @Test func subjectsJustSinkAssignAndAnyCancellable() {
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("a")
        var values: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.map { $0 * 2 }.sink { values.append($0) }.store(in: &cancellables)
        let model = Model()
        Just(7).assign(to: \.count, on: model).store(in: &cancellables)
        var strings: [String] = []
        current.sink { strings.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        current.send("b")
        #expect(values == [2, 4])
        #expect(model.count == 7)
        #expect(strings == ["a", "b"])
    }

    @Test func timerPublishFiresOnTheRunLoopItIsGiven() {
        let received = Received<Date>()
        let subscription = Timer.publish(every: 0.02, on: .current, in: .default).autoconnect().sink { received.add($0) }
        let deadline = Date().addingTimeInterval(10)
        while received.all.count < 3 && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.05))
        }
        subscription.cancel()
        #expect(received.all.count >= 3)
    }

    @Test func dispatchQueuesAndRunLoopsAreSchedulers() async {
        let received = Received<Int>()
        let done = PassthroughSubject<Void, Never>()
        // A serial queue keeps the order (the global queue is concurrent); a minute of real
        // time at most, as a loaded machine may be slow to run it.
        let subscription = [1, 2, 3].publisher
            .receive(on: DispatchQueue(label: "kinetic.tests.receive"))
            .sink { received.add($0) }
        let giveUp = Date().addingTimeInterval(60)
        while received.all.count < 3, Date() < giveUp { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(received.all == [1, 2, 3])
        subscription.cancel()
        _ = done
        let _: RunLoop.SchedulerTimeType.Stride = .milliseconds(5)
        let _: DispatchQueue.SchedulerTimeType.Stride = .seconds(0.5)
    }

    @Test func notificationCenterPublishes() {
        let name = Notification.Name("kinetic.test")
        var count = 0
        let subscription = NotificationCenter.default.publisher(for: name).sink { _ in count += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(count == 1)
        subscription.cancel()
    }
}

// swift-tools-version:5.9
import PackageDescription

let products = deliverables([
  "backend_coreml": [:],
  "backend_nebula": [:],
])

let package = Package(
  name: "demo",
  targets: [
    .executableTarget(name: "App", dependencies: [
      .product(name: "backend_nebula", package: "demo"), // EXPECT-SWEEP: swiftpm-dependency
    ]),
  ]
)

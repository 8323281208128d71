// swift-tools-version:5.9
import PackageDescription

let products = deliverables([
  "backend_coreml": [
    "frameworks": ["Accelerate", "CoreML"],
  ],
  "backend_mps": [ // EXPECT-SWEEP: swiftpm-product  EXPECT-BLOCK: +2
    "frameworks": ["Metal", "MetalPerformanceShaders", "MetalPerformanceShadersGraph"],
  ],
  "backend_metal": [
    "frameworks": ["Metal", "MetalPerformanceShaders"],
  ],
])

let package = Package(
  name: "executorch",
  platforms: [.iOS(.v17), .macOS(.v12)],
  products: products.keys.map { key in
    .library(name: key, targets: ["\(key)_dependencies"])
  },
  targets: [
    .binaryTarget(name: "backend_mps", path: "cmake-out/backend_mps.xcframework"), // EXPECT-SWEEP: swiftpm-target
  ]
)

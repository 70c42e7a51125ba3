import FilmSwipePosters
import Foundation
import TMDBStubSupport
import Testing

@Suite("Poster decoder: real JPEGs decoded small; broken and hostile ones refused before decoding")
struct PosterDecoderTests {
    let decoder = PosterDecoder()
    let poster = StubJPEG.poster(width: 154, height: 231, seed: 3)

    @Test("a poster is decoded at the smallest scale still as large as what is sampled")
    func decodesScaled() throws {
        let whole = try decoder.decode(poster, atLeast: 154, 231)
        #expect((whole.width, whole.height) == (154, 231))
        let small = try decoder.decode(poster, atLeast: 40, 56)
        #expect(small.width >= 40 && small.height >= 56)
        #expect(small.width < 80, "TurboJPEG scaled it down (1/2 or less)")
        #expect(small.pixels.count == small.width * small.height * 4)
    }

    @Test("the picture survives: the sun stays yellow, the band at the bottom dark")
    func keepsThePicture() throws {
        let image = try decoder.decode(poster, atLeast: 154, 231)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let colour = image.colour(x: x, y: y)
            return (Int(colour.red), Int(colour.green), Int(colour.blue))
        }
        let sun = pixel(154 * 2 / 3, 231 / 3), band = pixel(10, 225)
        #expect(sun.0 > 200 && sun.1 > 180 && sun.2 < 120)
        #expect(band.0 < 60 && band.1 < 60 && band.2 < 70)
    }

    @Test("a JPEG cut short is refused, not finished in gray")
    func truncated() {
        #expect(throws: PosterDecodingError.damaged) { try decoder.decode(poster.prefix(poster.count / 2), atLeast: 8, 8) }
    }

    @Test("bytes that are not a JPEG are refused", arguments: [
        Data("<html><body>Not an image</body></html>".utf8), Data(), Data([0xFF, 0xD8, 0xFF]), Data(count: 4096),
    ])
    func notAJPEG(data: Data) {
        #expect(throws: PosterDecodingError.notJPEG) { try decoder.decode(data, atLeast: 8, 8) }
    }

    @Test("a 20 MB body is refused by its size, without reading it")
    func hugeBody() {
        let huge = Data(count: 20 * 1024 * 1024)
        #expect(throws: PosterDecodingError.tooManyBytes(huge.count)) { try decoder.decode(huge, atLeast: 8, 8) }
    }

    @Test("a header claiming 10,000 × 10,000 pixels is refused before anything is decoded")
    func giantHeader() throws {
        let giant = StubJPEG.claiming(width: 10_000, height: 10_000, in: StubJPEG.poster(width: 92, height: 138))
        #expect(throws: PosterDecodingError.tooLarge(width: 10_000, height: 10_000)) { try decoder.decode(giant, atLeast: 8, 8) }
        #expect(throws: PosterDecodingError.tooLarge(width: 10_000, height: 10_000)) { try decoder.size(of: giant) }
        // Within the widest and tallest, but more pixels than any poster.
        let wide = StubJPEG.claiming(width: 4000, height: 4000, in: StubJPEG.poster(width: 92, height: 138))
        #expect(throws: PosterDecodingError.tooLarge(width: 4000, height: 4000)) { try decoder.decode(wide, atLeast: 8, 8) }
    }

    @Test("a header claiming a modest size over too few bytes is refused as damaged")
    func liesAboutItsSize() {
        let lying = StubJPEG.claiming(width: 300, height: 450, in: StubJPEG.poster(width: 92, height: 138))
        #expect(throws: PosterDecodingError.self) { try decoder.decode(lying, atLeast: 8, 8) }
    }
}

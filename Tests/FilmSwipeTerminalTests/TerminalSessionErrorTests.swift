import FilmSwipeTerminal
import Testing

@Suite struct TerminalSessionErrorTests {
    @Test func notATerminalSaysWhichStream() {
        let input = TerminalSessionError.notATerminal(stdinIsTerminal: false, stdoutIsTerminal: true).description
        let output = TerminalSessionError.notATerminal(stdinIsTerminal: true, stdoutIsTerminal: false).description
        #expect(input.hasPrefix("standard input is not a terminal"))
        #expect(output.hasPrefix("standard output is not a terminal"))
    }

    @Test func termMessagesNameTermAndItsValue() {
        #expect(TerminalSessionError.termNotSet.description.hasPrefix(
            "TERM is not set: FilmSwipe needs a terminal type such as xterm-256color"))
        #expect(TerminalSessionError.unknownTerm("foo").description.hasPrefix(
            "TERM='foo' is not a terminal type this machine knows"))
        #expect(TerminalSessionError.cannotMoveCursor("dumb").description.contains("TERM='dumb'"))
    }

    @Test func exitStatusFollowsShellConvention() {
        #expect(TerminalExit.quit.status == 0)
        #expect(TerminalExit.signal(2).status == 130)
        #expect(TerminalExit.signal(15).status == 143)
        #expect(TerminalExit.inputClosed.status == 129)
    }
}

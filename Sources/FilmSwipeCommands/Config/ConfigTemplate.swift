/// What `filmswipe config --init` writes: every setting, commented out at its default, with what it does.
public enum ConfigTemplate {
    /// The template's text.
    public static let text = """
    # FilmSwipe's settings: your defaults for the options you would otherwise type every time.
    # Remove the # before a setting to use it. A command-line option wins over this file, and
    # this file over the environment (FILMSWIPE_REDUCED_MOTION, NO_COLOR, XDG_DATA_HOME, USER).
    # `filmswipe config` checks this file and shows every setting in force.

    # Where the game keeps its files: reactions, deck seed, parties (--data-dir).
    # Default: $XDG_DATA_HOME/filmswipe, or ~/.local/share/filmswipe.
    # data-dir = "~/.local/share/filmswipe"

    # Whether swiped cards fly out (--animation / --no-animation).
    # Default: true, unless FILMSWIPE_REDUCED_MOTION=1.
    # animation = true

    # Whether the game draws in colour (--colour / --no-colour); false is bold and reverse only.
    # Default: true, unless NO_COLOR is set.
    # colour = true

    # Your country, two letters of ISO 3166-1 (--region): TMDB's release dates, streaming
    # services and availability are for it. Used with --source tmdb and `filmswipe services`.
    # Default: the locale's country (LANG=en_GB.UTF-8 is GB), else US.
    # region = "GB"

    # How a TMDB game draws posters (--posters): auto, kitty, iterm, sixel, symbols or off.
    # auto draws images where the terminal answers for kitty's, iTerm2's or sixel graphics,
    # else block symbols; inside tmux, images need `set -g allow-passthrough on`.
    # Default: auto.
    # posters = "auto"

    [party]
    # Your name in party rooms (--name). Default: your login name.
    # name = "Ann"

    """
}

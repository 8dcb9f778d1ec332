/** Body of "Cats in Print: How Gotham's Newspapers Covered Their Cats". */
export const body = `Much of what we know about the cats of old New York comes from the city's newspapers. In the nineteenth century New York had dozens of daily papers, all competing for readers, and editors quickly learned that a good cat story sold copies. For a historian, those short columns are a treasure.

## The human-interest cat

Most newspaper cat stories were tiny: a paragraph or two tucked between shipping news and advertisements. Yet they appear again and again. Lost cats were advertised with descriptions and rewards, cat shows were reported in detail, and unusual cats got write-ups of their own.

The kinds of stories that turn up most often fall into a few families:

- **Heroic cats**, such as cats credited with waking families during fires
- **Travelling cats** that rode ferries, streetcars or delivery wagons
- **Working cats** in firehouses, post offices, theaters and hotels
- **Lost-and-found cats**, often with a touching reunion
- **Show cats** and the fashionable owners who exhibited them

## The ferry cats

New York's ferries carried commuters between Manhattan, Brooklyn, Staten Island and New Jersey long before the bridges and tunnels. A ferry cat was a natural subject for a reporter: the same cat crossing the river dozens of times a day, greeting passengers and ignoring the weather. Stories of ferry cats who knew exactly which slip was home, and who walked off at the right landing every evening, were reprinted with delight. Our guides tell several of these on the Brooklyn Heights walk, always noting that a good reporter of the day was not above improving a story.

## Cat shows in the newspapers

In 1895 a large cat show was held at Madison Square Garden, and it received wide coverage in the press. Reporters described the long-haired cats, the prize ribbons and the crowds of visitors. Coverage like this helped change how New Yorkers thought about cats: not only as mousers, but as animals to be admired and cared for.

## Reading old newspapers with care

Newspapers are wonderful sources, but they need to be read with a critical eye. When we research a story for a tour, we ask a few questions:

1. **Who reported it first?** Later versions often add details.
2. **Do other papers agree?** Independent reports make a story stronger.
3. **Is there a record elsewhere?** Fire reports, city records or letters help.
4. **What did the writer want?** A funny story could stretch the truth.

That is why, on our tours, you will hear us say "according to the story" or "tradition holds" when the evidence is thin. We think honesty about what we know makes the history more interesting, not less.

## From print to petition

Jerry Fox, the blind cat of Brooklyn Borough Hall, is one of the stories we have followed from the printed page to the present day. His story has been told and retold, and it is now at the heart of our petition to see him honored. When you read a cat story in an old newspaper, you are holding the same kind of evidence we use to build our tours: a little fact, a little legend and a lot of affection.
`;

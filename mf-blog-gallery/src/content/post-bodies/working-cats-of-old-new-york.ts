/** Body of "The Working Cats of Old New York". */
export const body = `Ask a New Yorker of 1850 what a cat was for, and you would probably get a puzzled look. A cat was for catching rats. It earned its keep in the same way as the horse that pulled the delivery wagon or the dog that guarded the lumber yard. Long before cats slept on sofas, they were part of the working life of the city, and the port made sure there was always plenty of work.

## A city built on stored goods

New York grew rich on things kept in warehouses: grain from the Erie Canal, sugar from the Caribbean, coffee, cotton, hides and flour. Every sack and barrel was a feast for rats, and rats arrived on every ship. Merchants along Front Street and South Street could not afford to lose a tenth of a cargo to gnawing teeth, so they did what shopkeepers had done for centuries: they kept cats.

Nobody wrote down the name of the grey tom who patrolled a sugar warehouse on Water Street, but we can picture his day. He slept through the noise of carts and longshoremen in the afternoon and went to work after dark, when the building was quiet and the rats came out. A good warehouse cat was worth real money, and merchants were said to trade tips about where to find a kitten from a known mousing line.

## The jobs a cat could hold

Across the nineteenth century, cats turned up wherever food, paper or grain was stored. Our guides like to list the "employers" that show up again and again in old accounts:

- **Warehouses and grain stores** along the East River and the Hudson piers
- **Ships and ferries**, where a cat protected rope, sailcloth and the crew's rations
- **Breweries and bakeries**, which stored sacks of malt and flour
- **Post offices and newspaper offices**, where paper was as tempting as grain
- **Firehouses and stables**, where hay and oats drew mice by the hundred
- **Libraries and bookshops**, whose owners feared for bindings glued with animal paste

Each of these workplaces had its own cat stories, and we return to several of them in other posts on this blog.

## Paid in milk and scraps

A working cat rarely had a name in the records, but it did have wages of a sort. Many businesses set aside a little money for milk or meat scraps, and a few kept careful accounts of it. The reasoning was simple: a cat fed just enough stayed healthy and kept hunting, while a starving cat wandered off to the nearest fish market. A well-known rule of thumb among shopkeepers was that a cat should be fed in the morning, so it would hunt for pleasure rather than hunger at night.

## When work became companionship

The line between worker and pet was always blurry. The clerk who shared his lunch with the office cat, the baker's children who carried a kitten around the yard, the sailor who refused to sail without his ship's cat: all of them were already treating cats as companions. By the later nineteenth century, as more New Yorkers lived in apartments and the city's first animal-welfare movement took hold, that affection became easier to see.

In 1866 the American Society for the Prevention of Cruelty to Animals was founded in New York by Henry Bergh, and its early campaigns changed how the city talked about animals. Cart horses were its first cause, but the idea that a working animal deserved decent treatment reached cats too.

## Where to see their world today

You can still walk the streets those cats patrolled. The old counting houses of Front Street, the cobbles of Stone Street and the piers of the South Street Seaport all survive, and our Financial District tour stops at several of them. Next time you pass a brick warehouse near the water, imagine the cat on night shift inside, and tip your hat to one of New York's first essential workers.
`;

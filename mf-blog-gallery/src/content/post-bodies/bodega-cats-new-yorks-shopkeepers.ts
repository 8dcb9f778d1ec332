import bodegaCounterUrl from '../../assets/blog/post-bodega.svg';

/** Body of "Bodega Cats: New York's Most Famous Shopkeepers". */
export const body = `Walk into almost any corner store in New York and there is a fair chance that someone furry is watching you from on top of the bread rack. The bodega cat is one of the city's best-loved characters, and like so many New York characters, it started out with a job to do.

## What is a bodega?

The word bodega comes from Spanish, where it can mean a storeroom or a small grocery. In New York it came into everyday use through the Puerto Rican and later Dominican shopkeepers who opened small groceries across the city in the twentieth century. Today New Yorkers use it for almost any corner deli that sells coffee, sandwiches, milk, lottery tickets and a little of everything else.

## Why the cat?

A bodega is a small shop packed with food: sacks of rice and beans, boxes of cereal, bread delivered before dawn. In an old building, mice are never far away. A cat solves that problem quietly and for the price of a bowl of food. Owners will tell you that the smell of a cat alone is enough to keep mice out of the stockroom.

There is a wrinkle. The city's health rules do not officially allow live animals in shops that sell food, and stores can be fined if an inspector finds a cat. Yet the tradition is so strong, and so many customers love it, that bodega cats have stayed a fixture of the city anyway. Over the years there have been petitions and campaigns to make the arrangement official.

![Illustration of a black-and-white cat sitting on a corner-store counter beside the cash register and a bowl of fruit](${bodegaCounterUrl})

## The bodega cat's day

Regulars get to know a bodega cat's routine as well as the owner's. A typical day goes something like this:

1. **Early morning:** inspect the bread delivery, supervise the coffee machine
2. **Mid-morning:** nap in the front window, in the sun
3. **Lunch rush:** sit on the counter and accept compliments from the sandwich line
4. **Afternoon:** patrol the aisles, rub against the legs of regulars only
5. **Night:** the real work, in the quiet stockroom

## Names and neighbors

Bodega cats tend to have splendid names, often borrowed from the shop, the neighborhood or the owner's favorite baseball player. Many have Instagram followings of their own. Some neighborhoods treat their bodega cat as a shared pet: children stop to say hello on the way to school, and regulars bring treats.

## Meeting a bodega cat politely

Bodega cats are working animals and residents of someone else's business, so a little etiquette goes a long way:

- **Ask first** before taking photos inside the store
- **Buy something**, even a bottle of water: the cat's employer appreciates it
- **Let the cat come to you**; never pick one up
- **Don't feed** a bodega cat without the owner's permission

On our Lower East Side and Financial District tours we often pass a bodega or two with a famous resident. We can't promise the cat will be awake, but we can promise a good story about why it is there.
`;

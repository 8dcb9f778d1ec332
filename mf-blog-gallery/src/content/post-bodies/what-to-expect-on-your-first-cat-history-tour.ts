/** Body of "What to Expect on Your First Cat-History Walking Tour". */
export const body = `So you have booked your first cat-history walking tour, or you are thinking about it. Wonderful! Here is everything our guides wish every guest knew before the walk begins.

## How long, how far, how many

Our group tours last about 2 hours and cover around a mile and a half of gentle walking, with plenty of stops along the way. One of our routes is a slightly shorter walk of about an hour and a half; the tour page tells you which. Groups are kept small, a maximum of 12 guests on most tours and 15 on the Financial District walk, so everyone can hear the guide and ask questions. The price is $40 per person.

## Where to meet

Your booking confirmation gives the exact meeting point, always a public spot that is easy to find, such as a plaza or a landmark doorway. Please arrive about ten minutes early. We start on time because we have a lot of stories to tell, and latecomers can find it hard to catch up with a group on busy streets.

## What to bring

Think of it as a long, slow stroll with interesting stops:

- **Comfortable shoes.** Some streets are cobbled and some sidewalks are uneven.
- **Water**, especially from May to September.
- **A light layer.** The waterfront is always windier than you expect.
- **A phone or camera.** There are lots of good photo stops.
- **Curiosity.** Bring your questions; our guides love them.

## Will we see cats?

This is the question everyone asks. Our tours are about the history of cats in New York: the working cats of the docks, the blind cat Jerry Fox of Brooklyn Borough Hall, bodega cats, ships' cats and tenement cats. We tell their stories at the places where they lived.

Live cats are a lovely bonus, but we can't schedule them. Bodega cats and window cats often make an appearance, and we will point them out when they do. We never disturb a cat that is resting, and we always ask a shop owner before a group goes inside.

## What happens on the walk

A typical tour runs like this:

1. A welcome and a short introduction to the cats of New York
2. Four to six main stops, each with its own story
3. Short walks between stops, with the guide pointing out details along the way
4. Time for questions at every stop
5. A final stop with suggestions for cat-friendly places nearby

## Children, dogs and accessibility

Children who can enjoy a two-hour walk are very welcome, and many of our stories are great for young history fans. For the comfort of any cats we meet, please leave dogs at home, with the exception of service animals. If you have mobility needs, contact us before you book and we will tell you honestly how the route will suit you.

## Weather

We walk in light rain and in cold weather; New York's history doesn't stop for a drizzle. If the weather is severe, we will contact you to reschedule or refund.

**Ready?** Pick a neighborhood, choose a date and come walk with us. We can't wait to introduce you to the cats who shaped this city.
`;

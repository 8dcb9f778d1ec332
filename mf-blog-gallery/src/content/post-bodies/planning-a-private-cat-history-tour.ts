/** Body of "Planning a Private Cat-History Tour for Your Group". */
export const body = `A private tour is the best way to share New York's cat history with people you care about: a birthday party, a family reunion, a team outing or a cat club on a day trip. Here is how our private tours work and how to plan one that everyone will remember.

## How private tours work

A private tour is led by one of our licensed guides for your group alone. You choose the neighborhood, the date and the start time, and the guide tailors the stories to your group's interests, whether that is architecture, immigrant history, famous cats or all of the above.

We offer private tours in three neighborhoods:

- **Brooklyn Heights**, with Borough Hall and the story of Jerry Fox
- **The Financial District**, the oldest streets of the city and its waterfront cats
- **The Lower East Side**, with tenement cats and shopkeepers' cats

Custom routes in other neighborhoods are possible on request. Tell us what you have in mind and we will tell you honestly whether we can do it well.

## What it costs

Private tours start at **$320**, which covers up to 8 guests. Each additional guest is **$40**. A group of 12, for example, pays $320 plus 4 extra guests at $40 each, for a total of $480. Our private tours page has a calculator that works out the total for any group from 1 to 30 guests.

## How far ahead to book

Private tours are popular, especially in spring and autumn. Our advice:

1. **Weekdays:** book 2 to 3 weeks ahead. We need at least 2 weeks' notice for a weekday private tour.
2. **Weekends:** book 4 to 6 weeks ahead, since weekends fill quickly.
3. **Holidays and December:** ask as early as you can.

Send us a message through the contact page with your preferred dates, group size and neighborhood, and we will reply within 48 hours.

## Ideas for special occasions

Over the years we have led private tours for every kind of celebration:

- **Birthdays**, with a guide who will happily work the guest of honor's own cat into a story
- **Team building**, where colleagues get out of the office and see the city differently
- **Cat clubs and rescue groups**, who always have the best questions
- **Family visits**, when relatives come to town and want something other than the usual sights

## Making the day go smoothly

A few tips from our guides for a relaxed, happy private tour:

- Share any mobility needs when you book, so we can adjust the route
- Pick a meeting time that gives latecomers a little slack
- Plan a meal or a cat cafe visit afterwards, and we will suggest places nearby
- Tell us about any special interests in advance, from architecture to Jerry Fox

## Ready to plan?

Get in touch with your group size and a few possible dates. We will confirm availability, suggest the neighborhood that suits your group best and send everything you need to know before the big day.
`;

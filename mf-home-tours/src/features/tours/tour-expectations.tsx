import { Section } from 'shell/ui';

import styles from './tours-page.module.scss';

const expectations: readonly { title: string; text: string }[] = [
  {
    title: 'Before you go',
    text: 'Your confirmation email names the meeting point. Arrive 10 minutes early, wear comfortable shoes and bring water; the tours run in light rain.',
  },
  {
    title: 'On the walk',
    text: 'About 2 hours (one route about 1.5 hours) over 1 to 1.5 miles of easy sidewalks, with a stop every few blocks for a story, an old photograph or a question.',
  },
  {
    title: 'Your guide',
    text: 'A licensed New York City guide leads every group, with stories researched by our co-founder and cat historian in the city’s archives.',
  },
  {
    title: 'Afterwards',
    text: 'You leave with a list of the places and books mentioned on the tour, so you can keep exploring the city’s feline history on your own.',
  },
];

/** What to expect on a tour; loaded after the listing so the first paint stays light. */
export default function TourExpectations() {
  return (
    <Section title="What to Expect" tone="white">
      <ul className={styles.expectations}>
        {expectations.map((item) => (
          <li key={item.title} className={styles.expectation}>
            <h3 className={styles.expectationTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

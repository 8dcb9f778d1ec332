import styles from './form.module.scss';

/** Props of `SentPanel`. */
export interface SentPanelProps {
  /** Id of the heading, which takes focus when the panel appears. */
  headingId: string;
  /** The heading's level: `h3` under a title that stays on screen, else `h2`. */
  level?: 'h2' | 'h3';
  title: string;
  text: string;
}

/** What a form turns into once it is sent: a focusable heading and a line, announced politely. */
export function SentPanel({ headingId, level: Heading = 'h2', title, text }: SentPanelProps) {
  return (
    <div className={styles.sent} role="status">
      <Heading id={headingId} tabIndex={-1} className={styles.sentTitle}>
        {title}
      </Heading>
      <p>{text}</p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Section, SmartImage, type SectionProps } from 'shell/ui';

import styles from './home-page.module.scss';

/** Props of `SplitSection`. */
export interface SplitSectionProps {
  title: string;
  tone: SectionProps['tone'];
  /** The picture beside the text, with its intrinsic size. */
  image: { src: string; alt: string; width: number; height: number };
  /** How the picture is framed: a wide illustration, or a book cover standing upright. */
  frame: 'illustration' | 'cover';
  /** The text: paragraphs and their links. */
  children: ReactNode;
}

/** A home page section with a picture beside its text (above it on a phone). */
export function SplitSection({ title, tone, image, frame, children }: SplitSectionProps) {
  return (
    <Section title={title} tone={tone}>
      <div className={styles.split}>
        <SmartImage
          {...image}
          className={frame === 'cover' ? styles.bookCover : styles.splitImage}
        />
        <div className={styles.splitText}>{children}</div>
      </div>
    </Section>
  );
}

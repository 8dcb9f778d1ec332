import { useId, type ReactNode } from 'react';

import styles from './section.module.scss';

/** Props of `Section`. */
export interface SectionProps {
  id?: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Background: cream (default), white, brand (brick red) or dark. */
  tone?: 'cream' | 'white' | 'brand' | 'dark';
  /** Level of the title; 2 by default. */
  headingLevel?: 2 | 3;
  /** Content width: narrow 48rem, default the content width, wide 90rem. */
  width?: 'narrow' | 'default' | 'wide';
  children?: ReactNode;
  className?: string;
}

/** A page section with consistent spacing, an optional title and a tone. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'cream',
  headingLevel = 2,
  width = 'default',
  children,
  className,
}: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = [styles.section, styles[`tone-${tone}`], className].filter(Boolean).join(' ');
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={classes}
      data-tone={tone}
    >
      <div className={`${styles.inner} ${styles[`width-${width}`]}`}>
        {title || subtitle ? (
          <header className={styles.header}>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

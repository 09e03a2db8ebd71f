import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';
/** Put on the element the skip link moves to: it can take focus from a script, not from Tab. */
export const skipTargetProps = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.target };

/**
 * "Skip to content": the first thing Tab reaches, so a keyboard user goes past the header and menu to the screen
 * in one step. It moves the focus itself (a bare #hash would scroll but leave the focus in the menu).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to content
    </a>
  );
}

/** The button under a long event list that shows the next events. */
interface Props {
  hidden: number;
  onMore: () => void;
}

/** Renders nothing when no entries are hidden. */
export default function ShowMore({ hidden, onMore }: Props) {
  if (hidden <= 0) return null;
  return (
    <button type="button" className="button secondary show-more" onClick={onMore}>
      Show more events ({hidden} more)
    </button>
  );
}

/** How many entries a list shows at first, and how many more each press adds. */
export const FIRST_ENTRIES = 10;
export const MORE_ENTRIES = 20;

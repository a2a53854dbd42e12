/**
 * /teacherportal/curriculum/{id}: one static shell serves every id (netlify.toml rewrite), so the
 * id comes from the address bar. Title is the curriculum's; its lessons download on click.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { curriculumIdFromPath, curriculumLessons } from '../shared/lessons.ts';
import { curriculums } from './stores/collections.ts';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { LessonButton } from './LessonButton.tsx';
import { PortalShell } from './PortalShell.tsx';

// The path never changes without a page load, so there is nothing to subscribe to.
const noSubscription = () => () => undefined;

/** The id of the curriculum in the address bar (read after hydration, never during the build). */
function usePathId(): string | null | undefined {
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => undefined,
  );
  return pathname === undefined ? undefined : curriculumIdFromPath(pathname);
}

/** The lessons, or a clear not-found message for an unknown id. */
function Lessons({ id }: { id: string | null }) {
  const { data, error } = useCollection(curriculums);
  const curriculum = id === null ? undefined : data?.data.find((item) => item.id === id);
  useEffect(() => {
    if (curriculum) document.title = `${curriculum.attributes.title} | DCC`;
  }, [curriculum]);

  if (!data && id !== null) {
    return <p role="status">{error ? 'The curriculums could not be loaded.' : 'Loading…'}</p>;
  }
  if (!data || !curriculum || id === null) {
    return (
      <>
        <h1 className="page-title">Curriculum not found</h1>
        <p>
          There is no curriculum at this address. Choose a class from the portal menu, or go back to
          the <a href="/teacherportal">teaching schedule</a>.
        </p>
      </>
    );
  }
  const lessons = curriculumLessons(data, curriculum.id);
  return (
    <>
      <h1 className="page-title">{curriculum.attributes.title}</h1>
      {lessons.length === 0 ? (
        <p>This curriculum has no lesson files yet.</p>
      ) : (
        <ul className="lesson-list">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonButton
                name={lesson.name}
                filename={lesson.filename}
                request={{
                  path: '/api/attachment',
                  body: { mediaId: curriculum.id, attachmentId: lesson.id },
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The curriculum page. */
export default function CurriculumPage() {
  const id = usePathId();
  return (
    <PortalShell page={{ curriculumId: id ?? '' }}>
      {id === undefined ? null : <Lessons id={id} />}
    </PortalShell>
  );
}

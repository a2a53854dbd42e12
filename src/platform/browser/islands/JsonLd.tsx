/** schema.org data for search engines, rendered next to the list it describes. */
import { serializeJsonLd } from '../../shared/json-ld.ts';

/** A `<script type="application/ld+json">` block; it is data, never run. */
export default function JsonLd({ data }: { data: Record<string, unknown>[] }) {
  if (!data.length) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/**
 * What a demo deploy on Netlify (no S3 bucket) does with uploads, said before anyone uploads:
 * each server instance keeps files in its own temp folder, so a sermon published here may not
 * show on the Media page, and it is forgotten when the instance stops.
 */
export function DemoDeployNote() {
  return (
    <div className="podcast-note card" role="note">
      <p>
        <strong>This is a demo deploy: it forgets uploads.</strong> With no storage bucket
        connected, each of the site&rsquo;s server instances keeps sermons in its own temporary
        folder. A sermon you publish here may not appear on the Media page, and it disappears when
        that instance stops, usually within the hour. Files over about 4.5&nbsp;MB cannot be sent at
        all (Netlify takes at most 6&nbsp;MB per request).
      </p>
      <p>
        To keep sermons, connect an S3 bucket as section 2 of the site&rsquo;s operations guide
        (docs/operations.md) describes; uploads then go straight to the bucket, whatever their size.
      </p>
    </div>
  );
}

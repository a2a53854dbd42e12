/** Shapes of the podcast admin's own calls (the sermons' public answers are in sermons/shared/api-types.ts). */

/** GET /api/podcast: what the admin page needs to know. */
export interface PodcastAdminInfo {
  /** Guids are this prefix plus the {guid-suffix} the item URLs take. */
  mediaPublicUrl: string;
  maxAudioBytes: number;
  maxImageBytes: number;
  /**
   * `lasting`: what is published stays and every visitor sees it. `instance`: a demo deploy on
   * Netlify without S3, where each server instance keeps files in its own temp folder.
   */
  storage: 'lasting' | 'instance';
  /**
   * Areas with more than `ceiling` failed logins in the last hour, from any addresses: someone
   * may be guessing the password (docs/requirements.md section 9). For an area that spends money,
   * `newBrowserCap`: the password checks an hour its browsers without a device cookie now share.
   */
  loginWarnings: { area: string; ceiling: number; newBrowserCap?: number }[];
  /**
   * Answers the site's own code failed to make in the last week, when a kept copy stood in
   * (src/platform/server/pco/faults.ts): which, what the error said, when (in words).
   */
  codeFaults: { answer: string; message: string; when: string }[];
  /**
   * The Planning Center id variables the deploy has not set: what reads each is off
   * (docs/operations.md section 3).
   */
  unset: string[];
}

export type UploadField = 'audio' | 'image';

/** One presigned upload; send `token` as the `<field>Upload` form field afterwards. */
export interface SignedUploadAnswer {
  field: UploadField;
  token: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** Sermon audio sent in parts: PUT each part's bytes to its URL, then publish with `token`. */
export interface PartUploadAnswer {
  field: 'audio';
  method: 'MULTIPART';
  token: string;
  /** Every part but the last has this many bytes (upload-parts.ts plans them). */
  partSize: number;
  /** Every part is PUT with exactly this Content-Type: it is part of each URL's signature. */
  contentType: string;
  /** URLs for the first parts; the rest are asked for as the upload goes (PartsAnswer). */
  parts: SignedPart[];
  /** How long each URL is good for, from when the answer arrives. */
  urlSeconds: number;
}

/** A presigned URL for one part of a part upload. */
export interface SignedPart {
  partNumber: number;
  url: string;
}

/** POST /api/podcast-uploads/parts `{ token, parts: [n, ...] }`: fresh URLs for those parts. */
export interface PartsAnswer {
  parts: SignedPart[];
  urlSeconds: number;
}

/** POST /api/podcast-uploads/start answer: direct false means "send the files in the form". */
export interface SignAnswer {
  direct: boolean;
  uploads: (SignedUploadAnswer | PartUploadAnswer)[];
}

/** POST /api/podcast-uploads/resume `{ token }`: the parts S3 holds, URLs for the rest. */
export interface ResumeAnswer extends PartsAnswer {
  done: number[];
  contentType: string;
}

/** A named `s3UploadStatus` event on GET /api/sse. */
export interface UploadProgress {
  action: string;
  file: string;
  percent: number;
  done: boolean;
}

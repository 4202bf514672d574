/** A file's size as the build's notes give it: decimal megabytes, as a Mac and a camera count them. */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** A file's size in megabytes from 1 MB on, in kilobytes below ("240 KB", not "0.2 MB"). */
export const fileSize = (bytes: number) => (bytes >= 1e6 ? megabytes(bytes) : `${Math.max(1, Math.round(bytes / 1e3))} KB`);

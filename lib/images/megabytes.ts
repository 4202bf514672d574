/** A file's size as the build's notes give it: decimal megabytes, as a Mac and a camera count them. */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

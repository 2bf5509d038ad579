export { default as JUpload, type JUploadProps } from './JUpload';
export { default as JImageUpload, type JImageUploadProps } from './JImageUpload';
export { uploadFile, UploadFailure, type UploadOptions } from './upload-request';
export { fileMd5 } from './md5';
export * from './upload-rules';

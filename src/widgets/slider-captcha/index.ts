export { default as SliderCaptcha, SLIDER_TEXT, RELOAD_MS, type SliderCaptchaHandle, type SliderCaptchaProps } from './SliderCaptcha';

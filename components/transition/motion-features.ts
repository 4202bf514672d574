// Loaded after the page by LazyMotion, so animation code is not in the first-load JavaScript.
import { domAnimation } from 'framer-motion';

export default domAnimation;

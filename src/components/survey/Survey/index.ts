export {SurveyProvider, useSurvey} from './SurveyProvider';

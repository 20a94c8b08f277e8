// Generated from manifest/*.yaml (messages/fr.yaml, signed-out pages only) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

const messages: Record<string, string> = {
  "app.loadFailed": "L'application n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  "app.loading": "Chargement …",
  "error.fallback": "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  "error.home": "Zur Startseite",
  "error.retry": "Erneut versuchen",
  "error.status.400": "400 Bad Request",
  "error.status.403": "403 Forbidden",
  "error.status.404": "404 Not Found",
  "error.status.405": "405 Method Not Allowed",
  "error.title": "Ups! Ein Fehler ist aufgetreten.",
  "error.unexpected": "Unexpected Application Error!",
  "login.email": "E-mail",
  "login.hidePassword": "Masquer le mot de passe",
  "login.password": "Mot de passe",
  "login.showPassword": "Afficher le mot de passe",
  "login.submit": "Se connecter",
  "login.subtitle": "Connectez-vous avec votre adresse e-mail.",
  "login.title": "Connexion",
  "notFound.back": "Back to Previous Page",
  "notFound.home": "Back Home",
  "notFound.text": "Sorry, the page you are looking for does not exist.",
  "notFound.title": "404 - Page Not Found",
  "session.invalidToken": "Invalid Token",
  "session.signInFailed": "User and/or Password wrong"
}

export default messages

// Generated from manifest/*.yaml (messages/de.yaml, signed-out pages only) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

const messages: Record<string, string> = {
  "app.loadFailed": "Die Anwendung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "app.loading": "Wird geladen …",
  "error.fallback": "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  "error.home": "Zur Startseite",
  "error.retry": "Erneut versuchen",
  "error.status.400": "400 Bad Request",
  "error.status.403": "403 Forbidden",
  "error.status.404": "404 Not Found",
  "error.status.405": "405 Method Not Allowed",
  "error.title": "Ups! Ein Fehler ist aufgetreten.",
  "error.unexpected": "Unexpected Application Error!",
  "login.email": "E-Mail",
  "login.hidePassword": "Passwort verbergen",
  "login.password": "Passwort",
  "login.showPassword": "Passwort anzeigen",
  "login.submit": "Anmelden",
  "login.subtitle": "Melden Sie sich mit Ihrer E-Mail-Adresse an.",
  "login.title": "Anmelden",
  "notFound.back": "Back to Previous Page",
  "notFound.home": "Back Home",
  "notFound.text": "Sorry, the page you are looking for does not exist.",
  "notFound.title": "404 - Page Not Found",
  "session.invalidToken": "Invalid Token",
  "session.signInFailed": "User and/or Password wrong"
}

export default messages

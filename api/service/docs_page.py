"""The interactive docs page (Swagger UI from the flask-swagger-ui package: no CDN)."""

DOCS_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Stichfest API v1 – docs</title>
  <link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/v1/docs/init.js"></script>
</body>
</html>
"""
# Each game's operations closed until opened: drawn all open, eleven games' operations stopped
# drawing after the first game's.
DOCS_INIT = """window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json", dom_id: "#swagger-ui", deepLinking: true,
  tryItOutEnabled: true, defaultModelsExpandDepth: 0, docExpansion: "none"
});
"""

#!/usr/bin/env python3
"""Drives a party room's page in headless Chromium for FilmSwipe's end-to-end tests (BrowserRoomTests.swift).

Reads one JSON command a line on stdin and answers each with one JSON line on stdout, so the Swift test plays the
terminal host in tmux and the phone in the browser side by side. Every wait is WebDriverWait's, with a deadline.

    {"do": "open", "url": "http://127.0.0.1:7420/join/K7QX3PM"}
    {"do": "wait_text", "css": "#matches", "text": "Heat", "seconds": 20}   -> {"ok": true, "value": "<the element's text>"}
    {"do": "text", "css": ".card.top .title"}
    {"do": "shown", "css": "#insecure"}                                     -> "true" or "false"
    {"do": "html", "css": "#members"}                                       -> the element's innerHTML (markup stays text)
    {"do": "type", "css": "#name", "text": "Cleo"}
    {"do": "click", "css": "#yes"}
    {"do": "upload", "css": "#watchlistFile", "path": "/tmp/watchlist.csv"}   -> the file chosen in a file input
    {"do": "key", "key": "ArrowRight"}
    {"do": "drag", "dx": 160, "dy": 0}                                      -> the top card dragged by the pointer
    {"do": "script", "js": "return 1"}
    {"do": "screenshot", "path": "/tmp/page.png"}
    {"do": "quit"}

Chromium runs as a phone (390×844), with a user-data folder, HOME and TMPDIR of its own, all removed at the end.
"""
import json
import os
import shutil
import sys
import tempfile
import time

MISSING = None
try:
    from selenium import webdriver
    from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    MISSING = "Selenium is not installed for this python3: apt-get install -y python3-selenium (or pip install selenium)"

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"


def answer(**fields):
    sys.stdout.write(json.dumps(fields) + "\n")
    sys.stdout.flush()


def start(folder):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
                     "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                     "--window-size=390,844", "--user-data-dir=" + os.path.join(folder, "profile"),
                     # A name that is not loopback's, reaching the loopback server: the page over plain http to a network.
                     "--host-resolver-rules=MAP films.test 127.0.0.1, MAP 127.0.0.1.films.test 127.0.0.1"]:
        options.add_argument(argument)
    # A test's self-signed certificate is trusted by its public key alone, as a phone trusts a server's real one.
    if os.environ.get("FILMSWIPE_BROWSER_TRUSTED_KEY"):
        options.add_argument("--ignore-certificate-errors-spki-list=" + os.environ["FILMSWIPE_BROWSER_TRUSTED_KEY"])
    # A phone's width and touch, so the page lays out as on one.
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2.0, "touch": True}})
    environment = dict(os.environ, HOME=folder, TMPDIR=folder)
    try:
        service = Service(executable_path=DRIVER, env=environment, log_output=os.devnull)
    except TypeError:
        # Selenium before 4.11 (Debian 12's python3-selenium is 4.8) names it log_path.
        service = Service(executable_path=DRIVER, env=environment, log_path=os.devnull)
    return webdriver.Chrome(options=options, service=service)


def element_text(driver, css):
    found = driver.find_elements(By.CSS_SELECTOR, css)
    return found[0].text if found else ""


def handle(driver, command):
    deadline = time.monotonic() + float(command.get("seconds", 20))
    while True:
        try:
            return perform(driver, command)
        except StaleElementReferenceException:
            # The page drew the element anew between finding and reading it (a busy machine widens that gap): nothing
            # was done with it, so the command is carried out again on the element as it is now.
            if time.monotonic() > deadline:
                raise


def perform(driver, command):
    action = command["do"]
    seconds = float(command.get("seconds", 20))
    if action == "open":
        driver.get(command["url"])
        return driver.title
    if action == "wait_text":
        css, text = command["css"], command["text"]
        WebDriverWait(driver, seconds, poll_frequency=0.1).until(lambda d: text in element_text(d, css))
        return element_text(driver, css)
    if action == "wait_gone":
        css, text = command["css"], command["text"]
        WebDriverWait(driver, seconds, poll_frequency=0.1).until(lambda d: text not in element_text(d, css))
        return element_text(driver, css)
    if action == "text":
        return element_text(driver, command["css"])
    if action == "shown":
        found = driver.find_elements(By.CSS_SELECTOR, command["css"])
        return "true" if found and found[0].is_displayed() else "false"
    if action == "html":
        found = driver.find_elements(By.CSS_SELECTOR, command["css"])
        return found[0].get_attribute("innerHTML") if found else ""
    if action == "type":
        field = driver.find_element(By.CSS_SELECTOR, command["css"])
        field.clear()
        field.send_keys(command["text"])
        return ""
    if action == "click":
        WebDriverWait(driver, seconds, poll_frequency=0.1).until(
            lambda d: any(e.is_displayed() and e.is_enabled() for e in d.find_elements(By.CSS_SELECTOR, command["css"])))
        driver.find_element(By.CSS_SELECTOR, command["css"]).click()
        return ""
    if action == "upload":
        # A file input takes the file's path as typed keys, as a person choosing it in the dialog.
        driver.find_element(By.CSS_SELECTOR, command["css"]).send_keys(command["path"])
        return ""
    if action == "key":
        key = getattr(Keys, {"ArrowRight": "ARROW_RIGHT", "ArrowLeft": "ARROW_LEFT", "ArrowUp": "ARROW_UP"}.get(command["key"], ""), command["key"])
        ActionChains(driver).send_keys(key).perform()
        return ""
    if action == "drag":
        # A finger, not a mouse: touch pointer events, as a phone sends them.
        card = driver.find_element(By.CSS_SELECTOR, ".card.top")
        box = card.rect
        x, y = int(box["x"] + box["width"] / 2), int(box["y"] + box["height"] / 2)
        builder = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        builder.pointer_action.move_to_location(x, y).pointer_down()
        for step in range(1, 6):
            builder.pointer_action.move_to_location(x + command["dx"] * step // 5, y + command["dy"] * step // 5)
        builder.pointer_action.pointer_up()
        builder.perform()
        return ""
    if action == "script":
        return driver.execute_script(command["js"])
    if action == "screenshot":
        driver.save_screenshot(command["path"])
        return command["path"]
    raise ValueError("unknown command " + action)


def main():
    if MISSING:
        answer(ok=False, error=MISSING)
        return 2
    for path, package in [(CHROMIUM, "chromium"), (DRIVER, "chromium-driver")]:
        if not os.access(path, os.X_OK):
            answer(ok=False, error=path + " is missing: apt-get install -y " + package)
            return 2
    folder = tempfile.mkdtemp(prefix="filmswipe-browser-")
    driver = None
    try:
        try:
            driver = start(folder)
        except WebDriverException as error:
            answer(ok=False, error="Chromium did not start: " + str(error.msg or error).splitlines()[0])
            return 2
        answer(ok=True, value="ready")
        for line in sys.stdin:
            if not line.strip():
                continue
            command = json.loads(line)
            if command["do"] == "quit":
                answer(ok=True, value="bye")
                break
            try:
                answer(ok=True, value=handle(driver, command))
            except TimeoutException:
                answer(ok=False, error="timed out; the element read: " + json.dumps(element_text(driver, command.get("css", "body"))))
            except Exception as error:  # the test reads the failure; the browser stays up for the next command
                answer(ok=False, error=type(error).__name__ + ": " + str(error).splitlines()[0] if str(error) else type(error).__name__)
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
